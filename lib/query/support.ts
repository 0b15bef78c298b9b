// The support calls of the Contact page and the Feedback dialog (lib/support/types.ts).
import { api } from '@/lib/api-client';
import type { ContactRequestInput, FeedbackInput } from '@/lib/support/schemas';
import type { ContactRequest, Feedback } from '@/lib/support/types';

export const sendContactRequest = (body: ContactRequestInput) => api.post<ContactRequest>('/contact_requests', body);
export const sendFeedback = (body: FeedbackInput) => api.post<Feedback>('/feedbacks', body);
