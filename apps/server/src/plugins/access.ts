import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../lib/bearer.ts';
import { AppError } from '../lib/errors.ts';
import type { AccessClaims, AccessTokens } from '../modules/auth/access-tokens.ts';

/** Who may call a route. Every API route declares it; a route that does not is treated as 'user'. */
export type Access = 'open' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/** The signed-in caller, for routes whose access is 'user' or 'admin' (the hook guarantees it). */
export function requireCaller(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError('AUTH.UNAUTHENTICATED', 'Please sign in to continue');
  return request.auth;
}

/** SUPER_ADMIN implies ADMIN (it is stored with it; this holds even for a row that has it alone). */
export function isAdmin(claims: AccessClaims): boolean {
  return claims.roles.includes('ADMIN') || claims.roles.includes('SUPER_ADMIN');
}

/**
 * Checks the bearer token on every request of the scope it is registered in, then the route's access:
 * no token on a 'user' route → 401, a non-admin on an 'admin' route → 403. An open route still reads a
 * valid token when one is sent, and ignores a bad one.
 */
export function registerAccessControl(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access: Access = request.routeOptions.config?.access ?? 'user';
    const header = request.headers.authorization;
    const bearer = bearerToken(header);
    if (bearer) {
      try {
        request.auth = await tokens.verify(bearer);
      } catch (error) {
        if (access !== 'open') throw error;
      }
    }
    if (access === 'open') return;
    if (!request.auth) {
      throw new AppError('AUTH.UNAUTHENTICATED', 'Please sign in to continue');
    }
    if (access === 'admin' && !isAdmin(request.auth)) {
      throw new AppError('AUTH.FORBIDDEN', 'This page is for administrators only');
    }
  });
}
