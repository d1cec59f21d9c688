/** The portal's wordmark; decorative, the link around it carries the accessible name. */
export function Logo() {
  return (
    <svg aria-hidden="true" width="168" height="32" viewBox="0 0 168 32" role="img">
      <rect width="32" height="32" rx="16" fill="#5b2d90" />
      <path d="M10 17l4 4 8-10" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <text x="40" y="21" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="700" fill="#3a1a5e">
        Portal de Benefícios
      </text>
    </svg>
  );
}
