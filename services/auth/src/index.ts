export { authService } from './service';
export { authConfig, type AuthConfig } from './config';
export { GUEST_EMAIL_DOMAIN, isGuestEmail } from './domain/email';
export { UserRepository } from './store/user.repository';
