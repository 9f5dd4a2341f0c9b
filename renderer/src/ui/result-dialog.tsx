import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * A dialog that reports how an action went (the admin screens' success and error
 * dialogs), closed with its one button.
 */
export function ResultDialog({
  open,
  title,
  children,
  okText,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  okText: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {okText}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
