/** Soft layered hills: decoration for the welcome hero. */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 1200 320" preserveAspectRatio="xMidYMax slice" className={className} aria-hidden="true">
      <path d="M0 220c160-70 300-80 460-40s320 60 480 10 200-50 260-40v170H0Z" className="fill-brand-soft" />
      <path d="M0 260c200-50 360-40 520 0s340 40 500-10 140-30 180-25v95H0Z" className="fill-brand" opacity="0.16" />
      <path d="M0 290c180-30 380-30 600 0s420 20 600-5v35H0Z" className="fill-brand" opacity="0.28" />
    </svg>
  );
}
