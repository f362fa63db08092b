import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` gets: how many proxy hops in front of the server add to
 * X-Forwarded-For, or the addresses (CIDR ranges allowed) of the proxies, or nothing to trust.
 * Never `true`: that trusts every entry, so a client could name its own address in the header and
 * escape every per-address limit.
 */
export type TrustProxy = false | number | string[];

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * `TRUST_PROXY`: a hop count (`1`, `2`…), a comma-separated list of proxy addresses or CIDR ranges,
 * `true` for exactly one hop (the usual single reverse proxy), or unset / `false` / `0` for none.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count or a list of proxy addresses, got '${value}'`,
    );
  }
  return entries;
}

/**
 * The value for Fastify's `trustProxy`. Fastify ignores a bare hop count (it cannot tell whether
 * the peer is a proxy), so a count becomes a function trusting that many hops from the socket
 * inwards: with 1, the address the proxy appended (the right-most entry) is the client's.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
