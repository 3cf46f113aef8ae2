import { loginReply, loginRequest } from '../api/account.ts';
import { defineRoute } from './define.ts';

export const authApi = {
  login: defineRoute({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    tag: 'auth',
    summary: 'Log in with phone and password',
    body: loginRequest,
    replies: { 200: loginReply },
    codes: ['WRONG_CREDENTIAL', 'INACTIVE_USER', 'REQUEST_LIMIT'],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/logout',
    access: 'member',
    tag: 'auth',
    summary: 'End this session',
    replies: { 204: 'empty' },
    codes: [],
    passwordChangeSession: 'allowed',
  }),
};
