import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role } from '@carta/contracts';

@Injectable()
export class TokenRepository {
  constructor(private readonly jwt: JwtService) {}

  /** RS256 (pinned in the module's signOptions); claims {sub, role, iatMs} plus iat and exp. */
  sign(user: { id: string; role: Role }): Promise<string> {
    return this.jwt.signAsync({ sub: user.id, role: user.role, iatMs: Date.now() });
  }
}
