import { useEffect, useLayoutEffect } from 'react';

/**
 * useLayoutEffect in the browser. The prerender build renders in Node, where no effect runs and
 * React warns about every layout effect it meets; there the plain effect stands in, to the same end.
 */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
