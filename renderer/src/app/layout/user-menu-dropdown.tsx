import { Dropdown, type MenuProps } from 'antd';
import type { SessionUser } from '@shared/api/session';
import { MENU } from '@shared/routes';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../session/session-actions';
import { useAppDispatch } from '../../state/hooks';
import { AntdScope } from '../../ui/antd-scope';
import { AvatarButton } from '../../ui/user-avatar';
import { userMenuSections } from './user-menu';

const LOGOUT_KEY = 'logout';

export function UserMenuDropdown({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const items: MenuProps['items'] = [
    ...userMenuSections(user).map((section, i) => ({
      type: 'group' as const,
      key: `section-${i}`,
      label: section.title,
      children: section.entries.map((entry) => ({ key: entry.path, label: entry.label })),
    })),
    { type: 'divider' },
    { key: LOGOUT_KEY, label: MENU.cerrarSesion },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== LOGOUT_KEY) return navigate(key);
    void dispatch(logout()).then(() => navigate('/'));
  };

  return (
    <AntdScope>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <AvatarButton user={user} />
      </Dropdown>
    </AntdScope>
  );
}
