import { MenuOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { AntdScope } from '../../ui/antd-scope';

interface Props {
  links: ReadonlyArray<{ label: string; path: string }>;
  onSelect: (path: string) => void;
}

/**
 * The nav links folded into one dropdown on screens narrower than 768px. It loads on the first
 * tap of the bar's menu button, so it opens at once.
 */
export function CollapsedNavMenu({ links, onSelect }: Props) {
  const [open, setOpen] = useState(true);
  return (
    <AntdScope>
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        trigger={['click']}
        menu={{
          items: links.map((link) => ({ key: link.path, label: link.label })),
          onClick: ({ key }) => onSelect(key),
        }}
      >
        <Button type="text" icon={<MenuOutlined />} aria-label="Menú de navegación" />
      </Dropdown>
    </AntdScope>
  );
}
