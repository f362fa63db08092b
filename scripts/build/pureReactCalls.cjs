// A Babel plugin for the client build of libraries that ship as one large module (react-router):
// it lets the minifier drop the components and contexts that nothing uses.
// - A top-level React factory call (`const Form = React.forwardRef(...)`, `createContext`, `memo`,
//   `lazy`) is marked free of side effects.
// - A top-level `Form.displayName = "Form"` is removed: as a statement of its own it would keep the
//   component, and all it reaches, in the bundle. Production builds show no display names anyway.

const FACTORIES = new Set(['createContext', 'forwardRef', 'memo', 'lazy']);

function isReactFactory(callee) {
  if (callee.type === 'MemberExpression' && !callee.computed) return FACTORIES.has(callee.property.name);
  return callee.type === 'Identifier' && FACTORIES.has(callee.name);
}

function isDisplayNameAssignment(expression) {
  return (
    expression.type === 'AssignmentExpression' &&
    expression.operator === '=' &&
    expression.left.type === 'MemberExpression' &&
    !expression.left.computed &&
    expression.left.object.type === 'Identifier' &&
    expression.left.property.name === 'displayName' &&
    expression.right.type === 'StringLiteral'
  );
}

module.exports = function pureReactCalls() {
  return {
    name: 'pure-react-calls',
    visitor: {
      VariableDeclarator(path) {
        const init = path.node.init;
        if (!init || init.type !== 'CallExpression' || !isReactFactory(init.callee)) return;
        // Top level only: a call inside a function runs when the function does.
        if (!path.parentPath.parentPath.isProgram()) return;
        if ((init.leadingComments ?? []).some((c) => /[@#]__PURE__/.test(c.value))) return;
        path.get('init').addComment('leading', '#__PURE__');
      },
      ExpressionStatement(path) {
        if (path.parentPath.isProgram() && isDisplayNameAssignment(path.node.expression)) path.remove();
      },
    },
  };
};
