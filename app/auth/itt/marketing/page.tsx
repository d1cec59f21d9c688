import { serviceLanding } from '@/components/services/serviceLanding';

const { generateMetadata, ServiceLandingPage } = serviceLanding('marketing');

export { generateMetadata };
export default ServiceLandingPage;
