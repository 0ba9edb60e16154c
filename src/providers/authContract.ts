import * as z from 'zod/mini';
import { endpoint } from '../api/endpoint';
import { messages } from '../i18n/messages';

export const loginRequest = z.object({
  email: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  captchaToken: z.string().check(z.minLength(1)),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const adminUser = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  email: z.optional(z.string()),
  nama: z.optional(z.string()),
});
export type AdminUser = z.infer<typeof adminUser>;

export const authContract = {
  login: endpoint({
    fallback: messages.login.failed,
    method: 'POST',
    path: '/admin/login',
    body: loginRequest,
    // A login without a token is a failed login (catalogue spec §5); the caller reads `message` then.
    response: z.looseObject({
      token: z.optional(z.string().check(z.minLength(1))),
      message: z.optional(z.string()),
      user: z.optional(adminUser),
    }),
  }),
};
