import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import defaultAvatar from '../assets/avatar-default.svg';

interface Props {
  url: string | null;
  name: string;
  size?: number;
}

/**
 * The user's picture, or the default one when there is none or it fails to load (spec 000 §2).
 * A plain img: antd's Avatar drags in Avatar.Group's popover and tooltip code.
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
 * menu's code loads, so both use this one component. Extra props (Dropdown's handlers and
 * ref) pass through to the button.
 */
export function AvatarButton({
  user,
  ...buttonProps
}: ButtonProps & { user: { avatarUrl: string | null; name: string } }) {
  return (
    <Button
      type="text"
      shape="circle"
      size="large"
      aria-label="Menú de usuario"
      className="nav-avatar"
      {...buttonProps}
    >
      <UserAvatar url={user.avatarUrl} name={user.name} />
    </Button>
  );
}
