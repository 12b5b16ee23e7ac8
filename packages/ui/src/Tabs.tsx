import type { ReactNode } from 'react';
import {
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  type Key,
  Tab,
  TabList,
  TabPanel,
} from 'react-aria-components';
import { withClass } from './with-class.ts';

export interface TabItem {
  id: Key;
  title: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<AriaTabsProps, 'children'> {
  /** Names the tab list for screen readers, e.g. 'Bank details'. */
  label: string;
  tabs: readonly TabItem[];
}

/** Arrow keys move between tabs (Home and End jump); Tab moves into the open panel. */
export function Tabs({ label, tabs, className, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={withClass('ui-tabs', className)}>
      <TabList aria-label={label} items={tabs} className="ui-tab-list">
        {(tab) => (
          <Tab className="ui-tab" isDisabled={tab.isDisabled}>
            {tab.title}
          </Tab>
        )}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="ui-tab-panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
