import type { User } from './users';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
}

export interface AuthResponse {
  user: User;
  token: string;
}

export interface TokenResponse {
  token: string;
}

export const MIN_PASSWORD_LENGTH = 5;
/** Minutes a session lasts on the client before it asks for a fresh token (spec: 1440 units). */
export const TOKEN_REFRESH_MINUTES = 1440;
