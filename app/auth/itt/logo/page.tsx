import { serviceLanding } from '@/components/services/serviceLanding';

const { generateMetadata, ServiceLandingPage } = serviceLanding('logo');

export { generateMetadata };
export default ServiceLandingPage;
