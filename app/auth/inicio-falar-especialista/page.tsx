import { serviceLanding } from '@/components/services/serviceLanding';

const { generateMetadata, ServiceLandingPage } = serviceLanding('specialist');

export { generateMetadata };
export default ServiceLandingPage;
