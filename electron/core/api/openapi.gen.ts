// Generated from resources/openapi.yaml by `npm run gen:api`. Do not edit.
export interface paths {
    "/v1/business/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customers the authenticated user may see (endpoint 1) */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/business/customer/{CustomerGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer (endpoint 2) */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/business/customer/{CustomerGuid}/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's users (endpoint 3) */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/business/customer/{CustomerGuid}/user/{UserGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user (endpoint 4) */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/business/customer/{CustomerGuid}/device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's controllers (endpoint 5) */
        get: operations["listDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/business/customer/{CustomerGuid}/device/{DeviceGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One controller (endpoint 6) */
        get: operations["getDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/business/customer/{CustomerGuid}/door": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's doors (endpoint 7) */
        get: operations["listDoors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/business/customer/{CustomerGuid}/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's access events (endpoint 8), filtered by eventDate range and event type. No paging: restrict the range and split long ones. Whether the bounds are inclusive is not specified. */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/business/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log a user in (endpoint 9); needs x-nonce-token and x-app-token only */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/config/application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an application (endpoint 10); no authentication header */
        post: operations["registerApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Format: uuid */
        Guid: string;
        /**
         * Format: date-time
         * @description ISO 8601, millisecond precision, UTC designator
         */
        DateTime: string;
        ErrorBody: {
            /** @description technical detail for developers */
            applicationMessage: string;
            /** @description user-facing text */
            consumerMessage: string;
        };
        Customer: {
            customerCode: string;
            customerName: string;
            notes: string | null;
            /** @description IANA time zone name */
            geographicTimezoneId: string;
            customerId: number;
            /** @description not in the specification's Customer; read when a service sends it */
            customerGuid?: components["schemas"]["Guid"];
        };
        CustomerList: {
            customerDetailsResponseList: components["schemas"]["Customer"][];
        };
        User: {
            userGuid: components["schemas"]["Guid"];
            firstName: string;
            lastName: string;
            dateValidFrom: components["schemas"]["DateTime"];
            expiryDate: components["schemas"]["DateTime"];
            pin: number;
            verificationPin: number;
            pinTokenGuid: components["schemas"]["Guid"];
            /** @description true means restricted access */
            isBarred: boolean;
            smallCustomField1: string | null;
            smallCustomField2: string | null;
            largeCustomField1: string | null;
            largeCustomField2: string | null;
            extraLargeCustomField: string | null;
            isExemptFromLockDown: boolean;
            accessLevelGuid: components["schemas"]["Guid"];
            accessLevelDescription: string;
            userGroupGuid: components["schemas"]["Guid"];
            userGroupDescription: string;
            accessLevelId: number;
            userId: number;
        };
        UserList: {
            customerUsersDetailsResponseList: components["schemas"]["User"][];
        };
        Device: {
            deviceGuid: components["schemas"]["Guid"];
            name: string;
            /** @description unique hardware identifier */
            serialNumber: string;
            /** @description secret, never shown to a guard */
            activationCode: string;
            notes: string;
            /** @description for an expansion controller, its master's serial number */
            masterSerialNumber: string | null;
            /** @description true for an expansion controller */
            slave: boolean;
            /** @description true for a master controller */
            master: boolean;
            autoReinstate: boolean;
            controllerLicense: string;
            simLicense: string | null;
            customerGuid: components["schemas"]["Guid"];
            deviceId: number;
        };
        DeviceList: {
            deviceDetailsResponseList: components["schemas"]["Device"][];
        };
        DoorReader: {
            readerType: string;
            status: string;
            deviceStatus: string;
            ledConfigurationCode: string;
            customFormatGuid: components["schemas"]["Guid"] | null;
        };
        Camera: {
            cameraGuid: components["schemas"]["Guid"];
            name: string;
            ipAddress: string;
            port: number;
            username: string;
            /** @description secret, never shown to a guard */
            password: string;
            cameraType: string;
            status: string;
        };
        Door: {
            doorGuid: components["schemas"]["Guid"];
            controllerPortId: number;
            name: string;
            deviceDetailsResponse: components["schemas"]["Device"];
            isFireAlarmExempt: boolean;
            doorReaderDetailsResponse: components["schemas"]["DoorReader"];
            cameras: components["schemas"]["Camera"][];
        };
        DoorList: {
            doorDetailsResponseList: components["schemas"]["Door"][];
        };
        /** @description For an event caused by an unknown token, userGuid, userFirstName, userLastName, userId, tokenId, tokenType and tokenIfType are null. The ...Deleted flags are true where the event refers to a deleted user, device, door or site. */
        Event: {
            eventId: number;
            displayName: string;
            priorityDescription: string;
            /** @description 1 access granted, 2 access denied, other values exist */
            eventType: number;
            eventDate: components["schemas"]["DateTime"];
            receivedDate: components["schemas"]["DateTime"];
            customerGuid: components["schemas"]["Guid"];
            customerName: string;
            customerId: number;
            siteGuid: components["schemas"]["Guid"];
            siteName: string;
            siteCode: string;
            siteId: number;
            siteDeleted: boolean;
            deviceGuid: components["schemas"]["Guid"];
            deviceSerialNumber: string;
            deviceName: string;
            deviceId: number;
            deviceDeleted: boolean;
            doorGuid: components["schemas"]["Guid"];
            doorName: string;
            doorId: number;
            doorDeleted: boolean;
            localDoorId: number;
            tokenGuid: components["schemas"]["Guid"];
            tokenData: string;
            tokenDescription: string;
            tokenLost: boolean;
            tokenId: number | null;
            tokenType: number | null;
            tokenIfType: number | null;
            userGuid: components["schemas"]["Guid"] | null;
            userFirstName: string | null;
            userLastName: string | null;
            userBarred: boolean;
            userDeleted: boolean;
            userId: number | null;
            timezoneDescription: string;
            /** @description controller time zone */
            tz: number;
            installerCode: string;
        };
        EventList: {
            eventDetailsResponseList: components["schemas"]["Event"][];
        };
        RegistrationForm: {
            applicationName: string;
            /** @description local-part@domain */
            applicationEmail: string;
        };
        RegistrationResult: {
            applicationName: string;
            applicationEmail: string;
            applicationToken: string;
            expirationDate: components["schemas"]["DateTime"];
            /** @description simultaneous connections allowed */
            numberOfConnections: number;
        };
        LoginRequest: {
            userName: string;
            password: string;
            /** @constant */
            type: "passwordCredentials";
        };
        LoginResponse: {
            sessionToken: string;
            expirationDate: components["schemas"]["DateTime"];
            loginMessage: string | null;
        };
    };
    responses: {
        /** @description malformed request (invalid GUID, invalid date parameter, missing username or password) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description authentication headers missing or invalid; for login, invalid credentials or a locked account */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description the user lacks permission on the requested data */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description the customer (or user or device) does not exist; applicationMessage names the GUID */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description server-side failure */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description a rate or connection limit is exceeded */
        Unavailable: {
            headers: {
                /** @description seconds to wait, where the service says */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        CustomerGuid: components["schemas"]["Guid"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                CustomerGuid: components["parameters"]["CustomerGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                CustomerGuid: components["parameters"]["CustomerGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                CustomerGuid: components["parameters"]["CustomerGuid"];
                UserGuid: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listDevices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                CustomerGuid: components["parameters"]["CustomerGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description devices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                CustomerGuid: components["parameters"]["CustomerGuid"];
                DeviceGuid: components["schemas"]["Guid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the device */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listDoors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                CustomerGuid: components["parameters"]["CustomerGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description doors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DoorList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                fromDate?: components["schemas"]["DateTime"];
                toDate?: components["schemas"]["DateTime"];
                eventType?: number;
            };
            header?: never;
            path: {
                CustomerGuid: components["parameters"]["CustomerGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description a session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    registerApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationForm"];
            };
        };
        responses: {
            /** @description the application token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description an application with the same name and e-mail already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
}
