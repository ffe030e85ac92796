import {Children, isValidElement, type ComponentType, type ReactNode} from 'react';

/**
 * The rows a help tool is written with in MDX (`<Setting>` in `<SettingsTable>`), as their props, in
 * order; anything else among the children is a mistake the build reports.
 */
export function rowsOf<P>(children: ReactNode, row: ComponentType<P>, tool: string): P[] {
  return Children.toArray(children).flatMap((child) => {
    if (typeof child === 'string' && child.trim() === '') return [];
    if (isValidElement<P>(child) && child.type === row) return [child.props];
    throw new Error(`<${tool}> takes only <${row.displayName ?? row.name}> rows.`);
  });
}
