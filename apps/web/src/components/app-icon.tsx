/**
 * The app's icon (the drawing of public/favicon.svg), drawn inline. An `<img src="/favicon.svg">` makes the
 * browser build a separate SVG document on the main thread (15–40 ms on a phone-class CPU, once per page
 * load); inline SVG is part of the page's own layout. Decorative: the text beside it names it.
 */
export function AppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#4499a9" />
      <g fill="#fff" stroke="#fff" strokeLinecap="round" transform="translate(0 3)">
        <path d="M14 30h36a18 18 0 0 1-36 0z" stroke="none" />
        <path d="M11 30h42" strokeWidth="4" />
        <path d="M36 24 50 10M40 25 53 13" strokeWidth="3.5" />
        <circle cx="26" cy="20" r="3" stroke="none" />
      </g>
    </svg>
  );
}
