const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * A plugin of ours, given the name Fastify reports it by (`pluginName`): its function's name, which
 * Fastify would otherwise reach only after looking for the plugin among the exports of every loaded
 * module, at each registration.
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  const labelled = plugin as Plugin & { [DISPLAY_NAME]?: string };
  labelled[DISPLAY_NAME] ??= plugin.name;
  return plugin;
}
