import type { PublicUser } from '@rapport/contracts';
import { signSession } from '@rapport/kit';

/** Signs session tokens (HS256 JWT with issuer, audience, expiry and a jti for revocation). */
export class SessionIssuer {
  constructor(
    private readonly secret: string,
    readonly ttlSeconds: number,
  ) {}

  async issue(user: PublicUser): Promise<string> {
    const { token } = await signSession(
      { id: user.id, role: user.role, email: user.email },
      this.secret,
      this.ttlSeconds,
    );
    return token;
  }
}
