// A promotion's custom prompts are report fields (`CustomPrompt_{id}`, category "Custom Prompts"): the catalogue row
// follows the prompt's create, edit and delete in the same transaction, so a prompt a master adds is reportable at
// once and a deleted one leaves no field behind. A HEADER prompt asks nothing and is no field.
import 'server-only';
import type { Tx } from '@/server/db';
import { customPromptName } from '@/lib/evaluations/admin';

const CATEGORY = 'Custom Prompts';

export async function syncCustomPromptField(
  tx: Tx,
  prompt: { id: number; promotion_id: number; prompt: string; short_label: string | null; type_of_prompt: string; sequence: number },
): Promise<void> {
  const name = customPromptName(prompt.id);
  await tx.reportField.deleteMany({ where: { promotion_id: prompt.promotion_id, name } });
  if (prompt.type_of_prompt === 'HEADER') return;
  await tx.reportField.create({
    data: { promotion_id: prompt.promotion_id, category: CATEGORY, name, display_name: prompt.short_label || prompt.prompt, sequence: prompt.sequence },
  });
}

export async function removeCustomPromptField(tx: Tx, promotionId: number, promptId: number): Promise<void> {
  await tx.reportField.deleteMany({ where: { promotion_id: promotionId, name: customPromptName(promptId) } });
}
