import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd Form rule backed by a shared zod schema: the whole form is parsed (so cross-field
 * rules such as "passwords match" apply) and the first issue for this field is shown under it.
 * The schema, not the component, owns every rule and message.
 */
export function zodRule(schema: z.ZodType, field: string): FormRule {
  return (form) => ({
    validator: async () => {
      const result = schema.safeParse(form.getFieldsValue(true));
      if (result.success) return;
      const issue = result.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}
