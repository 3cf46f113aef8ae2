import { z } from 'zod';

/** GET /api/sandbox/sms/{phone}: messages the sandbox SMS gateway "delivered", newest first. */
export const sandboxSmsReply = z.array(
  z.object({
    phone: z.string(),
    message: z.string(),
    code: z.string().nullable(),
    otpRef: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type SandboxSmsReply = z.infer<typeof sandboxSmsReply>;

/** PUT /api/sandbox/settings: switches the sandbox can flip (site closed, OTP registration, chat widget). */
export const sandboxSettingsRequest = z.object({
  siteActive: z.boolean().optional(),
  registerOTP: z.boolean().optional(),
  enableChatWidget: z.boolean().optional(),
});
export type SandboxSettingsRequest = z.infer<typeof sandboxSettingsRequest>;
