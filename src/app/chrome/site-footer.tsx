import { Link } from 'react-router-dom';
import { PRODUCT_FAMILY, TECH_SUPPORT } from '../../features/site';

/** The footer: the product family, technical support and the site's links. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section>
          <h4>产品家族</h4>
          <ul>
            {PRODUCT_FAMILY.map((item) => (
              <li key={item.name}>{item.name}</li>
            ))}
          </ul>
        </section>
        <section>
          <h4>技术支持</h4>
          <ul>
            {TECH_SUPPORT.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section>
          <h4>了解我们</h4>
          <ul>
            <li>
              <Link to="/aboutUs">关于我们</Link>
            </li>
            <li>
              <Link to="/protocol">用户协议</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copy">© {new Date().getFullYear()} 作业与网阅</p>
    </footer>
  );
}
