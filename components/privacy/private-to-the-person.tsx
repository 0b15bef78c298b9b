// What an administrator viewing the program as a participant sees instead of that person's private messages,
// evaluations or journal (docs/privacy.md "Messages under impersonation: the decision").
export function PrivateToThePerson({ what }: { what: string }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <section aria-labelledby="private-to-the-person" className="rounded-2xl border border-line bg-surface p-6">
        <h1 id="private-to-the-person" className="text-h2 text-ink">Private to this participant</h1>
        <p className="mt-2 text-ink-muted">
          {what} are not shown while viewing the program as someone else: only the participant can open them.
        </p>
      </section>
    </div>
  );
}
