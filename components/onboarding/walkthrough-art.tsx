// Illustrations of the walkthrough steps, for content items that bring no image or video of their own.
// Decorative: the step's title and text say everything.
import { CATEGORIES } from '@/components/home/category-icons';
import { Check, User } from '@/components/ui/icons';

function Activities() {
  return (
    <div className="grid w-full max-w-sm grid-cols-5 gap-2 sm:gap-3">
      {CATEGORIES.map((category, index) => (
        <span key={category.key} className={`grid aspect-square place-items-center rounded-2xl ${category.tone} ${index % 2 ? 'translate-y-3' : ''}`}>
          <category.icon className="size-7 sm:size-9" strokeWidth={1.8} aria-hidden="true" />
        </span>
      ))}
    </div>
  );
}

function Tiles() {
  const filled = [0, 1, 2, 4, 5, 7];
  const tones = ['bg-calm', 'bg-happy', 'bg-sharp', 'bg-purpose', 'bg-energy', 'bg-brand'];
  return (
    <div className="mx-auto grid w-full max-w-64 grid-cols-5 gap-1.5 rounded-2xl bg-surface p-2 shadow-card">
      {Array.from({ length: 10 }, (_, i) => (
        <span key={i} className={`aspect-square rounded-lg ${filled.includes(i) ? `${tones[i % tones.length]} opacity-80` : 'border-2 border-dashed border-line-strong/60'}`} />
      ))}
    </div>
  );
}

function Journal() {
  return (
    <div className="mx-auto flex w-full max-w-64 flex-col gap-3 rounded-2xl bg-surface p-5 shadow-card">
      <span className="h-2.5 w-1/3 rounded-full bg-brand/70" />
      {['w-full', 'w-11/12', 'w-4/5', 'w-2/3'].map((width) => (
        <span key={width} className={`h-2 ${width} rounded-full bg-line`} />
      ))}
      <span className="mt-1 h-2.5 w-1/4 rounded-full bg-accent/60" />
      <span className="h-2 w-5/6 rounded-full bg-line" />
    </div>
  );
}

function Together() {
  const tones = ['bg-calm-soft text-calm', 'bg-happy-soft text-happy', 'bg-purpose-soft text-purpose', 'bg-energy-soft text-energy'];
  return (
    <div className="flex justify-center -space-x-4">
      {tones.map((tone, i) => (
        <span key={tone} className={`grid size-16 place-items-center rounded-full border-4 border-brand-softer sm:size-20 ${tone} ${i % 2 ? 'translate-y-3' : ''}`}>
          <User className="size-8" strokeWidth={1.8} />
        </span>
      ))}
    </div>
  );
}

function Finish() {
  return (
    <span className="mx-auto grid size-28 place-items-center rounded-full bg-brand text-on-brand shadow-card">
      <Check className="size-14" strokeWidth={2} />
    </span>
  );
}

const ART = [Activities, Tiles, Journal, Together, Finish];

export function WalkthroughArt({ step }: { step: number }) {
  const Art = ART[Math.min(step, ART.length - 1)];
  return (
    <div aria-hidden="true" className="flex min-h-44 w-full items-center justify-center px-6 py-8">
      <Art />
    </div>
  );
}
