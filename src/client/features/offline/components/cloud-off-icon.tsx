/** A cloud with a slash: "no network". Decorative; the text next to it says what it means. */
export function CloudOffIcon({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7 18h10.5a3.5 3.5 0 0 0 1.6-6.6A6 6 0 0 0 8.2 8.1 4.5 4.5 0 0 0 7 18Z" />
      <path d="M3 3l18 18" />
    </svg>
  )
}
