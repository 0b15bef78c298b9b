// Illustrations of the walkthrough, for content items that bring no image or video of their own: static SVG files
// in public/illustrations/ (no script to load). Decorative: the step's title and text say everything, so the image
// has an empty alt. Every picture is 480×240, and the box keeps that
// ratio from the first paint, so moving between steps never moves the text.
// In forced colors (Windows High Contrast and the like) the pictures are not shown: an <img> keeps its own colours
// whatever palette the user chose (a bright pastel card in a dark theme), and being decorative it carries nothing
// the step's text does not say. The padded box stays, so the close button keeps its place above the title.
import { preload } from 'react-dom';

const INTRO = 'welcome';
/** The seed's step keys, and the order used for steps a promotion named otherwise. */
const BY_KEY: Record<string, string> = {
  walkthrough_scene_one: 'activities',
  walkthrough_scene_two: 'tiles',
  walkthrough_scene_three: 'journal',
  walkthrough_scene_four: 'together',
  walkthrough_finish: 'finish',
};
const IN_ORDER = Object.values(BY_KEY);

const source = (name: string) => `/illustrations/walkthrough-${name}.svg`;

function artFor(step: number | null, key: string | undefined): string {
  if (step === null) return INTRO;
  return (key && BY_KEY[key]) || IN_ORDER[Math.min(step, IN_ORDER.length - 1)];
}

export function WalkthroughArt({ step, stepKey }: { step: number | null; stepKey?: string }) {
  // The next pictures are fetched with this one, so a step never shows an empty box while its image loads.
  for (const name of [INTRO, ...IN_ORDER]) preload(source(name), { as: 'image' });
  return (
    <div className="px-6 pt-14 pb-4 sm:px-10">
      <img
        src={source(artFor(step, stepKey))}
        alt=""
        width={480}
        height={240}
        decoding="async"
        className="mx-auto block aspect-[2/1] h-auto w-full max-w-md forced-colors:hidden"
        data-testid="walkthrough-art"
      />
    </div>
  );
}
