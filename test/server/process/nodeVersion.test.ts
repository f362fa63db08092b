import { MIN_NODE_MAJOR, unsupportedNode } from '../../../src/server/nodeVersion';

// The server refuses a Node.js older than package.json's engines before the SQLite driver loads.

describe('the supported Node.js', () => {
  it('is 22 or newer, as package.json says', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { engines } = require('../../../package.json') as { engines: { node: string } };
    expect(MIN_NODE_MAJOR).toBe(22);
    expect(engines.node).toMatch(/^>=22(\.|$)/);
  });

  it('refuses Node 20 and names the way to Node 24', () => {
    const reason = unsupportedNode('20.20.2');
    expect(reason).toContain('Node.js 20.20.2 is too old');
    expect(reason).toContain('. scripts/use-node.sh');
  });

  it('accepts Node 22 and 24', () => {
    expect(unsupportedNode('22.22.0')).toBeNull();
    expect(unsupportedNode('24.22.3')).toBeNull();
  });

  it('is the Node the tests run on', () => {
    expect(unsupportedNode()).toBeNull();
    expect(Number.parseInt(process.versions.node, 10)).toBeGreaterThanOrEqual(24);
  });
});
