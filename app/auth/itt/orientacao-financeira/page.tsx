import { serviceLanding } from '@/components/services/serviceLanding';

const { generateMetadata, ServiceLandingPage } = serviceLanding('finance');

export { generateMetadata };
export default ServiceLandingPage;
