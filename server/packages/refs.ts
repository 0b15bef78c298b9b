// Every reference a package's items make: to another item by key, to a behavior, or to an image. One list serves
// the refusal of dangling references (parse.ts) and the images an import has to store (import.ts).
import 'server-only';
import type { PackageKind } from '@/lib/packages/constants';
import type { PackageItems } from './format';

export type PackageRef =
  | { from: PackageKind; kind: 'image'; value: string }
  | { from: PackageKind; kind: 'behavior'; value: [competition: string | null, behavior: string] }
  | { from: PackageKind; kind: Exclude<PackageKind, 'behaviors'>; value: string };

/** A custom prompt's question name inside a package: CustomPrompt_@<prompt key>. */
export const PROMPT_QUESTION = /^CustomPrompt_@(.+)$/;

export function* packageRefs(items: PackageItems): Generator<PackageRef> {
  const image = function* (from: PackageKind, ...values: (string | null)[]) {
    for (const value of values) if (value) yield { from, kind: 'image' as const, value };
  };
  for (const c of items.content) yield* image('content', c.image1, c.image2, c.mobile_image1, c.thumbnail_image, c.email_image);
  for (const a of items.activities) {
    yield* image('activities', a.image_url);
    if (a.parent) yield { from: 'activities', kind: 'activities', value: a.parent };
    for (const area of a.areas_of_interest) yield { from: 'activities', kind: 'areas_of_interest', value: area };
  }
  for (const b of items.badges) yield* image('badges', b.image_url);
  for (const t of items.point_thresholds) {
    if (t.behavior) yield { from: 'point_thresholds', kind: 'behavior', value: [t.behavior.competition, t.behavior.behavior] };
  }
  for (const e of items.evaluations) {
    for (const q of e.questions) if (q.custom_prompt) yield { from: 'evaluations', kind: 'custom_prompts', value: q.custom_prompt };
    for (const p of e.custom_prompts) yield { from: 'evaluations', kind: 'custom_prompts', value: p.custom_prompt };
    for (const name of [...e.visible_questions, ...e.location_questions]) {
      const prompt = PROMPT_QUESTION.exec(name)?.[1];
      if (prompt) yield { from: 'evaluations', kind: 'custom_prompts', value: prompt };
    }
  }
  for (const s of items.scenes) yield* image('scenes', ...s.tile_urls);
  for (const c of items.collections) {
    if (c.kind === 'scene') for (const scene of c.scenes) yield { from: 'collections', kind: 'scenes', value: scene };
    else {
      for (const item of c.items) {
        if (item.activity) yield { from: 'collections', kind: 'activities', value: item.activity };
        if (item.area_of_interest) yield { from: 'collections', kind: 'areas_of_interest', value: item.area_of_interest };
      }
    }
  }
}
