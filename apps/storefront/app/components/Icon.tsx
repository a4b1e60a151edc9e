/** Line icons drawn for the shop; always decorative, the control around one carries the label. */
const PATHS = {
    search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.8-1.7L20 20',
    heart: 'M12 20s-7-4.4-7-9.5A3.9 3.9 0 0 1 12 8a3.9 3.9 0 0 1 7 2.5C19 15.6 12 20 12 20Z',
    user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5',
    bag: 'M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2',
    menu: 'M4 7h16M4 12h16M4 17h16',
    home: 'M4 11 12 4l8 7v9h-5v-6H9v6H4v-9Z',
    close: 'M6 6l12 12M18 6 6 18',
    up: 'M12 19V5m-6 6 6-6 6 6',
    phone: 'M7 4h3l1.5 4-2 1.2a10 10 0 0 0 5.3 5.3L16 12.5l4 1.5v3a2 2 0 0 1-2 2A15 15 0 0 1 5 6a2 2 0 0 1 2-2Z',
    play: 'M8 5v14l11-7L8 5Z',
    check: 'M5 12.5 10 17l9-10',
    filter: 'M4 6h16M7 12h10M10 18h4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
    return (
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={size} height={size} className="icon">
            <path
                d={PATHS[name]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.4"
                strokeLinecap="round"
                strokeLinejoin="round"
            />
        </svg>
    );
}
