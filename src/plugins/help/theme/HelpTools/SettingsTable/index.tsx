import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useOptionalAccordionGroup} from '../../AccordionGroup/context';
import {PLATFORM_SCOPES, platformLabel} from '@site/src/data/platforms';
import {APP_SETTINGS, type AppSetting} from '@site/src/data/settings';
import useDataText from '@site/src/i18n/useDataText';

/** The description in the page's language, with the words of `see` (translated too) linked to their setup entry. */
function Description({description, see}: AppSetting): ReactNode {
  const t = useDataText();
  const text = t(description);
  const words = see ? t(see.words) : '';
  const at = see ? text.indexOf(words) : -1;
  if (!see || at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Link to={`#${see.anchor}`}>{words}</Link>
      {text.slice(at + words.length)}
    </>
  );
}

/**
 * The app's settings with what each does and where it exists, from
 * src/data/settings.ts. Once the visitor's platform is known (inside a help
 * entry), the settings that exist there come first; the others stay listed.
 */
export default function SettingsTable({settings = APP_SETTINGS}: {settings?: readonly AppSetting[]}): ReactNode {
  const platform = useOptionalAccordionGroup()?.platform ?? null;
  const t = useDataText();
  const existsThere = (setting: AppSetting) =>
    platform ? PLATFORM_SCOPES[setting.scope].platforms.includes(platform) : true;
  const rows = platform
    ? [...settings.filter(existsThere), ...settings.filter((setting) => !existsThere(setting))]
    : settings;
  return (
    <table>
      {platform && (
        <caption>
          <Translate
            id="help.settingsTable.caption"
            description="Caption once the visitor's platform is known"
            values={{platform: t(platformLabel(platform))}}
          >
            {'The settings of {platform} first.'}
          </Translate>
        </caption>
      )}
      <thead>
        <tr>
          <th scope="col">
            <Translate id="help.settingsTable.setting" description="Column header">
              Setting
            </Translate>
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
        {rows.map((setting) => (
          <tr key={setting.name}>
            <th scope="row">{setting.name}</th>
            <td>
              <Description {...setting} />
            </td>
            <td>{t(PLATFORM_SCOPES[setting.scope].label)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
