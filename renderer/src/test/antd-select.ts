import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Opens the antd Select named `label` and picks the option showing `text`. */
export async function chooseOption(label: string, text: string): Promise<void> {
  const combobox = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(combobox);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.getAttribute('title') === text && el.offsetParent !== undefined,
    );
    if (!found) throw new Error(`option ${text} of ${label} not shown`);
    return found;
  });
  fireEvent.click(option);
}

/** The options an antd Select named `label` offers once opened. */
export async function optionsOf(label: string): Promise<string[]> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  return waitFor(() => {
    const open = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const list = open[open.length - 1];
    const titles = [...(list?.querySelectorAll('.ant-select-item-option') ?? [])].map(
      (el) => el.getAttribute('title') ?? '',
    );
    if (!titles.length) throw new Error(`no options for ${label}`);
    return titles;
  });
}
