import {useContext, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {AccordionGroupContext} from '../../AccordionGroup/context';
import {rowsOf} from '../rows';
import {PLATFORM_LIMITS, PLATFORM_SCOPES, type PlatformLimitId, type PlatformScope} from '@site/src/data/platforms';
import {scopeLabel} from '@site/src/texts/platforms';
import styles from './styles.module.css';

type SettingProps = {
  /** The setting's name as the app shows it (never translated). */
  name: string;
  /** The platform limit the setting follows (`limit="keepAwake"`), so it names the same platforms as the rest of the site… */
  limit?: PlatformLimitId;
  /** …or its own scope; every platform by default. */
  scope?: PlatformScope;
  /** What it does, in a few words (Markdown: a link to the entry it concerns). */
  children: ReactNode;
};

/** One row of `<SettingsTable>`; it renders nothing by itself. */
export function Setting(_props: SettingProps): ReactNode {
  return null;
}

const scopeOf = ({limit, scope = 'all'}: SettingProps): PlatformScope => (limit ? PLATFORM_LIMITS[limit].scope : scope);

/**
 * The app's settings, what each does and where it exists, in the doc's order. Once the visitor's
 * platform is known, its rows are marked and the others muted, in place: moving rows after the page
 * has loaded would move it under a deep link.
 */
export default function SettingsTable({children}: {children: ReactNode}): ReactNode {
  const settings = rowsOf(children, Setting, 'SettingsTable');
  // Outside a group (a table used elsewhere) the platform is not known.
  const platform = useContext(AccordionGroupContext)?.platform ?? null;
  const placeOf = (setting: SettingProps) =>
    platform ? (PLATFORM_SCOPES[scopeOf(setting)].platforms.includes(platform) ? 'here' : 'elsewhere') : undefined;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            {translate({id: 'help.settingsTable.setting', message: 'Setting', description: 'Column header'})}
          </th>
          <th scope="col">
            <Translate id="help.table.whatItDoes" description="Column header of the settings and launch flag tables">
              What it does
            </Translate>
          </th>
          <th scope="col">
            <Translate id="help.settingsTable.where" description="Column header: the platforms where a setting exists">
              Where
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {settings.map((setting) => (
          <tr key={setting.name} data-platform-row={placeOf(setting)}>
            <th scope="row">{setting.name}</th>
            <td>{setting.children}</td>
            <td>{scopeLabel(scopeOf(setting))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
