import { TRANSFER_TEXT } from '@shared/texts/transfers';
import { Checkbox } from 'antd';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * Whether buyers may transfer their tickets to someone else (issue 13), on the create and
 * modify forms: on by default for a new event, as loaded for an existing one.
 */
export function PermiteTransferenciasField({ checked, onChange }: Props) {
  return (
    <div className="form-field">
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)}>
        {TRANSFER_TEXT.permitirLabel}
      </Checkbox>
    </div>
  );
}
