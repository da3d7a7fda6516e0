import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ROLES as ROLE_NAMES, type TokenClaims } from '@carta/contracts';
import type { CoreEnv } from '../config';
import { AppException } from '../http/app.exception';
import { ENV } from '../tokens';
import { isSessionValid, SessionValidityRepository } from './session-validity';

export const JWT_ALGORITHMS = ['RS256'] as const;

function isClaims(payload: unknown): payload is TokenClaims {
  const claims = payload as Partial<TokenClaims> | null;
  return (
    typeof claims?.sub === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.iatMs === 'number' &&
    typeof claims.exp === 'number' &&
    (ROLE_NAMES as readonly string[]).includes(claims.role ?? '')
  );
}

/** Verifies the bearer token with the public key only, then asks auth's view whether its session still stands. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(ENV) env: CoreEnv,
    private readonly sessions: SessionValidityRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: env.JWT_PUBLIC_KEY,
      algorithms: [...JWT_ALGORITHMS],
      ignoreExpiration: false,
    });
  }

  async validate(payload: unknown): Promise<TokenClaims> {
    if (!isClaims(payload) || !isSessionValid(payload.iatMs, await this.sessions.find(payload.sub))) {
      throw new AppException('UNAUTHORIZED');
    }
    return { sub: payload.sub, role: payload.role, iat: payload.iat, iatMs: payload.iatMs, exp: payload.exp };
  }
}
