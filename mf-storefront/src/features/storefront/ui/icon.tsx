// Icons are path data from @mdi/js (Material Design Icons), drawn here: MUI's SvgIcon is not on the first screen.
export type IconProps = { path: string; size?: number; className?: string };

export function Icon({ path, size = 20, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <path d={path} fill="currentColor" />
    </svg>
  );
}
