import { z } from 'zod';

/**
 * One line of the doctor's report (ADR 0145, 0192): what was checked, what it found, and a short
 * detail that never holds a secret. `npm run doctor` prints the same lines.
 */
export const doctorLine = z.object({
  name: z.string(),
  status: z.enum(['ok', 'fail', 'skip']),
  detail: z.string(),
});
export type DoctorLine = z.infer<typeof doctorLine>;

/** POST /api/backoffice/settings/doctor: the checks, in the doctor's order, and when they ran. */
export const doctorReport = z.object({
  at: z.string(),
  lines: z.array(doctorLine),
});
export type DoctorReport = z.infer<typeof doctorReport>;
