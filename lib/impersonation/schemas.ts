// GET /impersonation/redeem?ticket=: the one-time ticket that opens the promotion's host as the viewed user.
import { z } from 'zod';

export const redeemQuerySchema = z.object({ ticket: z.string().min(20).max(100) });
