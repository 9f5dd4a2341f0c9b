import { useState, type ButtonHTMLAttributes, type Ref } from 'react';
import defaultAvatar from '../assets/avatar-default.svg';

interface Props {
  url: string | null;
  name: string;
  size?: number;
}

/**
 * The user's picture, or the default one when there is none or it fails to load
 * (docs/architecture.md, "Renderer"). A plain img: antd's Avatar drags in Avatar.Group's popover
 * and tooltip code.
 */
export function UserAvatar({ url, name, size = 36 }: Props) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = url && url !== failedUrl ? url : defaultAvatar;
  return (
    <img
      className="user-avatar"
      src={src}
      alt={name}
      width={size}
      height={size}
      onError={() => setFailedUrl(url)}
    />
  );
}

/**
 * The round avatar button that opens the user menu. The nav shows a disabled copy while the
 * menu's code loads, so both use this one component. A plain button (the nav carries no
 * antd); the Dropdown's handlers, class and ref pass through.
 */
export function AvatarButton({
  user,
  className,
  ref,
  ...buttonProps
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  user: { avatarUrl: string | null; name: string };
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      type="button"
      aria-label="Menú de usuario"
      className={`nav-avatar ${className ?? ''}`}
      ref={ref}
      {...buttonProps}
    >
      <UserAvatar url={user.avatarUrl} name={user.name} />
    </button>
  );
}
