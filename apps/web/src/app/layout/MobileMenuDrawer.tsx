import { Drawer } from 'antd';
import { HOME_PATH } from '../route-paths';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';

interface MobileMenuDrawerProps {
  activeName: string;
  open: boolean;
  onClose: () => void;
}

/** Phones: the side menu slides in as a drawer (loaded only on phones). */
export function MobileMenuDrawer({ activeName, open, onClose }: MobileMenuDrawerProps) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={256}
      closable={false}
      className="pm-menu-drawer"
      styles={{ body: { padding: 0, background: '#001529' } }}
      data-testid="menu-drawer"
    >
      <div className="pm-sider-logo">
        <Logo light to={HOME_PATH} />
      </div>
      <SideMenu activeName={activeName} collapsed={false} onNavigate={onClose} />
    </Drawer>
  );
}
