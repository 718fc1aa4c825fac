// Apart from session.ts so that proxy.ts can tell a signed-in request without loading the session code.

/**
 * The session cookie's name: over https Secure with the `__Host-` prefix (no Domain, Path=/: no
 * subdomain can set or read it); plain http (local development, the tests) cannot carry either.
 */
export const sessionCookieNames = { https: '__Host-vtrans_session', http: 'vtrans_session' } as const;
