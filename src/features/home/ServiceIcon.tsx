import type { SERVICE_ICONS } from '../../content/siteSchema'

type ServiceIconName = (typeof SERVICE_ICONS)[number]

const paths: Record<ServiceIconName, string[]> = {
  camera: [
    'M4 9.5A2.5 2.5 0 0 1 6.5 7h2l1.5-2.5h6L17.5 7h2A2.5 2.5 0 0 1 22 9.5v8A2.5 2.5 0 0 1 19.5 20h-13A2.5 2.5 0 0 1 4 17.5z',
    'M13 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M2 12h1.5M2 15h1.5',
  ],
  clapper: [
    'M3 10h18v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
    'M3 10l-.6-3.2a1.5 1.5 0 0 1 1.2-1.7l14-2.6a1.5 1.5 0 0 1 1.8 1.2L20 6.5',
    'M7.5 4.2l2.6 3.6M12.5 3.3l2.6 3.6',
    'M10 13.5v4.5l4-2.25z',
  ],
  wave: ['M2 12h2.5l2-5 3 11 3-14 3 12 2-6 1.5 2H22', 'M4 20.5h16'],
}

/** A line drawing for a service card; decorative, the card's title names the service. */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
