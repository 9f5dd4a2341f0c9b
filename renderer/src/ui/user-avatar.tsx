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
