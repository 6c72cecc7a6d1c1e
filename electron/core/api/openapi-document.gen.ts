// Generated from resources/openapi.yaml by `npm run gen:api`. Do not edit.
export const openapiDocument: Record<string, unknown> = {
  "openapi": "3.1.0",
  "info": {
    "title": "Access Control Service",
    "version": "v1",
    "description": "Written from ../shared/spec/access-control-service.md. Application registration, user login and read-only retrieval of customers, users, devices, doors and access events. Lists come whole in one response (no paging). Fields shown nullable here were seen null; every other field is sent and typed as shown. Objects may carry fields not listed here (clients ignore them). x-client-required names the fields a tolerant client cannot do without: it accepts any other field missing or null, and refuses a response whose required fields are missing or mistyped."
  },
  "servers": [
    {
      "url": "{base_url}",
      "variables": {
        "base_url": {
          "default": "http://127.0.0.1:8080",
          "description": "the service address, without /v1"
        }
      }
    }
  ],
  "security": [
    {
      "nonce": [],
      "appToken": [],
      "userCredential": []
    }
  ],
  "paths": {
    "/v1/business/customer": {
      "get": {
        "operationId": "listCustomers",
        "summary": "The customers the authenticated user may see (endpoint 1)",
        "responses": {
          "200": {
            "description": "customers",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CustomerList"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "500": {
            "$ref": "#/components/responses/ServerError"
          },
          "503": {
            "$ref": "#/components/responses/Unavailable"
          }
        }
      }
    },
    "/v1/business/customer/{CustomerGuid}": {
      "get": {
        "operationId": "getCustomer",
        "summary": "One customer (endpoint 2)",
        "parameters": [
          {
            "$ref": "#/components/parameters/CustomerGuid"
          }
        ],
        "responses": {
          "200": {
            "description": "the customer",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Customer"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "500": {
            "$ref": "#/components/responses/ServerError"
          },
          "503": {
            "$ref": "#/components/responses/Unavailable"
          }
        }
      }
    },
    "/v1/business/customer/{CustomerGuid}/user": {
      "get": {
        "operationId": "listUsers",
        "summary": "The customer's users (endpoint 3)",
        "parameters": [
          {
            "$ref": "#/components/parameters/CustomerGuid"
          }
        ],
        "responses": {
          "200": {
            "description": "users",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/UserList"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "500": {
            "$ref": "#/components/responses/ServerError"
          },
          "503": {
            "$ref": "#/components/responses/Unavailable"
          }
        }
      }
    },
    "/v1/business/customer/{CustomerGuid}/user/{UserGuid}": {
      "get": {
        "operationId": "getUser",
        "summary": "One user (endpoint 4)",
        "parameters": [
          {
            "$ref": "#/components/parameters/CustomerGuid"
          },
          {
            "name": "UserGuid",
            "in": "path",
            "required": true,
            "schema": {
              "$ref": "#/components/schemas/Guid"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "the user",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/User"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "500": {
            "$ref": "#/components/responses/ServerError"
          },
          "503": {
            "$ref": "#/components/responses/Unavailable"
          }
        }
      }
    },
    "/v1/business/customer/{CustomerGuid}/device": {
      "get": {
        "operationId": "listDevices",
        "summary": "The customer's controllers (endpoint 5)",
        "parameters": [
          {
            "$ref": "#/components/parameters/CustomerGuid"
          }
        ],
        "responses": {
          "200": {
            "description": "devices",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DeviceList"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "500": {
            "$ref": "#/components/responses/ServerError"
          },
          "503": {
            "$ref": "#/components/responses/Unavailable"
          }
        }
      }
    },
    "/v1/business/customer/{CustomerGuid}/device/{DeviceGuid}": {
      "get": {
        "operationId": "getDevice",
        "summary": "One controller (endpoint 6)",
        "parameters": [
          {
            "$ref": "#/components/parameters/CustomerGuid"
          },
          {
            "name": "DeviceGuid",
            "in": "path",
            "required": true,
            "schema": {
              "$ref": "#/components/schemas/Guid"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "the device",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Device"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "500": {
            "$ref": "#/components/responses/ServerError"
          },
          "503": {
            "$ref": "#/components/responses/Unavailable"
          }
        }
      }
    },
    "/v1/business/customer/{CustomerGuid}/door": {
      "get": {
        "operationId": "listDoors",
        "summary": "The customer's doors (endpoint 7)",
        "parameters": [
          {
            "$ref": "#/components/parameters/CustomerGuid"
          }
        ],
        "responses": {
          "200": {
            "description": "doors",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DoorList"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "500": {
            "$ref": "#/components/responses/ServerError"
          },
          "503": {
            "$ref": "#/components/responses/Unavailable"
          }
        }
      }
    },
    "/v1/business/customer/{CustomerGuid}/event": {
      "get": {
        "operationId": "listEvents",
        "summary": "The customer's access events (endpoint 8), filtered by eventDate range and event type. No paging: restrict the range and split long ones. Whether the bounds are inclusive is not specified.",
        "parameters": [
          {
            "$ref": "#/components/parameters/CustomerGuid"
          },
          {
            "name": "fromDate",
            "in": "query",
            "required": false,
            "schema": {
              "$ref": "#/components/schemas/DateTime"
            }
          },
          {
            "name": "toDate",
            "in": "query",
            "required": false,
            "schema": {
              "$ref": "#/components/schemas/DateTime"
            }
          },
          {
            "name": "eventType",
            "in": "query",
            "required": false,
            "schema": {
              "type": "integer"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "events",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/EventList"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "500": {
            "$ref": "#/components/responses/ServerError"
          },
          "503": {
            "$ref": "#/components/responses/Unavailable"
          }
        }
      }
    },
    "/v1/business/user/login": {
      "post": {
        "operationId": "login",
        "summary": "Log a user in (endpoint 9); needs x-nonce-token and x-app-token only",
        "security": [
          {
            "nonce": [],
            "appToken": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/LoginRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "a session",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/LoginResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "500": {
            "$ref": "#/components/responses/ServerError"
          },
          "503": {
            "$ref": "#/components/responses/Unavailable"
          }
        }
      }
    },
    "/v1/config/application": {
      "post": {
        "operationId": "registerApplication",
        "summary": "Register an application (endpoint 10); no authentication header",
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/RegistrationForm"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "the application token",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RegistrationResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "409": {
            "description": "an application with the same name and e-mail already exists",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                }
              }
            }
          },
          "503": {
            "$ref": "#/components/responses/Unavailable"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "nonce": {
        "type": "apiKey",
        "in": "header",
        "name": "x-nonce-token",
        "description": "base64 of a random string (a GUID); fresh for every request, retries included; single-use, valid 10 minutes"
      },
      "appToken": {
        "type": "apiKey",
        "in": "header",
        "name": "x-app-token",
        "description": "the applicationToken from registration (endpoints 1 to 9)"
      },
      "userCredential": {
        "type": "apiKey",
        "in": "header",
        "name": "x-user-credential",
        "description": "the sessionToken from login (endpoints 1 to 8; never sent to 9)"
      }
    },
    "parameters": {
      "CustomerGuid": {
        "name": "CustomerGuid",
        "in": "path",
        "required": true,
        "schema": {
          "$ref": "#/components/schemas/Guid"
        }
      }
    },
    "responses": {
      "BadRequest": {
        "description": "malformed request (invalid GUID, invalid date parameter, missing username or password)",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      },
      "Unauthenticated": {
        "description": "authentication headers missing or invalid; for login, invalid credentials or a locked account",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      },
      "Forbidden": {
        "description": "the user lacks permission on the requested data",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      },
      "NotFound": {
        "description": "the customer (or user or device) does not exist; applicationMessage names the GUID",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      },
      "ServerError": {
        "description": "server-side failure",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      },
      "Unavailable": {
        "description": "a rate or connection limit is exceeded",
        "headers": {
          "Retry-After": {
            "description": "seconds to wait, where the service says",
            "schema": {
              "type": "integer"
            }
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      }
    },
    "schemas": {
      "Guid": {
        "type": "string",
        "format": "uuid"
      },
      "DateTime": {
        "type": "string",
        "format": "date-time",
        "description": "ISO 8601, millisecond precision, UTC designator"
      },
      "ErrorBody": {
        "type": "object",
        "required": [
          "applicationMessage",
          "consumerMessage"
        ],
        "properties": {
          "applicationMessage": {
            "type": "string",
            "description": "technical detail for developers"
          },
          "consumerMessage": {
            "type": "string",
            "description": "user-facing text"
          }
        }
      },
      "Customer": {
        "type": "object",
        "x-client-required": [
          "customerName"
        ],
        "required": [
          "customerCode",
          "customerName",
          "notes",
          "geographicTimezoneId",
          "customerId"
        ],
        "properties": {
          "customerCode": {
            "type": "string"
          },
          "customerName": {
            "type": "string"
          },
          "notes": {
            "type": [
              "string",
              "null"
            ]
          },
          "geographicTimezoneId": {
            "type": "string",
            "description": "IANA time zone name"
          },
          "customerId": {
            "type": "integer"
          },
          "customerGuid": {
            "$ref": "#/components/schemas/Guid",
            "description": "not in the specification's Customer; read when a service sends it"
          }
        }
      },
      "CustomerList": {
        "type": "object",
        "x-client-required": [
          "customerDetailsResponseList"
        ],
        "required": [
          "customerDetailsResponseList"
        ],
        "properties": {
          "customerDetailsResponseList": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Customer"
            }
          }
        }
      },
      "User": {
        "type": "object",
        "x-client-required": [
          "userGuid"
        ],
        "required": [
          "userGuid",
          "firstName",
          "lastName",
          "dateValidFrom",
          "expiryDate",
          "pin",
          "verificationPin",
          "pinTokenGuid",
          "isBarred",
          "smallCustomField1",
          "smallCustomField2",
          "largeCustomField1",
          "largeCustomField2",
          "extraLargeCustomField",
          "isExemptFromLockDown",
          "accessLevelGuid",
          "accessLevelDescription",
          "userGroupGuid",
          "userGroupDescription",
          "accessLevelId",
          "userId"
        ],
        "properties": {
          "userGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "firstName": {
            "type": "string"
          },
          "lastName": {
            "type": "string"
          },
          "dateValidFrom": {
            "$ref": "#/components/schemas/DateTime"
          },
          "expiryDate": {
            "$ref": "#/components/schemas/DateTime"
          },
          "pin": {
            "type": "integer"
          },
          "verificationPin": {
            "type": "integer"
          },
          "pinTokenGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "isBarred": {
            "type": "boolean",
            "description": "true means restricted access"
          },
          "smallCustomField1": {
            "type": [
              "string",
              "null"
            ]
          },
          "smallCustomField2": {
            "type": [
              "string",
              "null"
            ]
          },
          "largeCustomField1": {
            "type": [
              "string",
              "null"
            ]
          },
          "largeCustomField2": {
            "type": [
              "string",
              "null"
            ]
          },
          "extraLargeCustomField": {
            "type": [
              "string",
              "null"
            ]
          },
          "isExemptFromLockDown": {
            "type": "boolean"
          },
          "accessLevelGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "accessLevelDescription": {
            "type": "string"
          },
          "userGroupGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "userGroupDescription": {
            "type": "string"
          },
          "accessLevelId": {
            "type": "integer"
          },
          "userId": {
            "type": "integer"
          }
        }
      },
      "UserList": {
        "type": "object",
        "x-client-required": [
          "customerUsersDetailsResponseList"
        ],
        "required": [
          "customerUsersDetailsResponseList"
        ],
        "properties": {
          "customerUsersDetailsResponseList": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/User"
            }
          }
        }
      },
      "Device": {
        "type": "object",
        "x-client-required": [
          "deviceGuid"
        ],
        "required": [
          "deviceGuid",
          "name",
          "serialNumber",
          "activationCode",
          "notes",
          "masterSerialNumber",
          "slave",
          "master",
          "autoReinstate",
          "controllerLicense",
          "simLicense",
          "customerGuid",
          "deviceId"
        ],
        "properties": {
          "deviceGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "name": {
            "type": "string"
          },
          "serialNumber": {
            "type": "string",
            "description": "unique hardware identifier"
          },
          "activationCode": {
            "type": "string",
            "description": "secret, never shown to a guard"
          },
          "notes": {
            "type": "string"
          },
          "masterSerialNumber": {
            "type": [
              "string",
              "null"
            ],
            "description": "for an expansion controller, its master's serial number"
          },
          "slave": {
            "type": "boolean",
            "description": "true for an expansion controller"
          },
          "master": {
            "type": "boolean",
            "description": "true for a master controller"
          },
          "autoReinstate": {
            "type": "boolean"
          },
          "controllerLicense": {
            "type": "string"
          },
          "simLicense": {
            "type": [
              "string",
              "null"
            ]
          },
          "customerGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "deviceId": {
            "type": "integer"
          }
        }
      },
      "DeviceList": {
        "type": "object",
        "x-client-required": [
          "deviceDetailsResponseList"
        ],
        "required": [
          "deviceDetailsResponseList"
        ],
        "properties": {
          "deviceDetailsResponseList": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Device"
            }
          }
        }
      },
      "DoorReader": {
        "type": "object",
        "x-client-required": [],
        "required": [
          "readerType",
          "status",
          "deviceStatus",
          "ledConfigurationCode",
          "customFormatGuid"
        ],
        "properties": {
          "readerType": {
            "type": "string"
          },
          "status": {
            "type": "string"
          },
          "deviceStatus": {
            "type": "string"
          },
          "ledConfigurationCode": {
            "type": "string"
          },
          "customFormatGuid": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Guid"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "Camera": {
        "type": "object",
        "x-client-required": [
          "cameraGuid"
        ],
        "required": [
          "cameraGuid",
          "name",
          "ipAddress",
          "port",
          "username",
          "password",
          "cameraType",
          "status"
        ],
        "properties": {
          "cameraGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "name": {
            "type": "string"
          },
          "ipAddress": {
            "type": "string"
          },
          "port": {
            "type": "integer"
          },
          "username": {
            "type": "string"
          },
          "password": {
            "type": "string",
            "description": "secret, never shown to a guard"
          },
          "cameraType": {
            "type": "string"
          },
          "status": {
            "type": "string"
          }
        }
      },
      "Door": {
        "type": "object",
        "x-client-required": [
          "doorGuid"
        ],
        "required": [
          "doorGuid",
          "controllerPortId",
          "name",
          "deviceDetailsResponse",
          "isFireAlarmExempt",
          "doorReaderDetailsResponse",
          "cameras"
        ],
        "properties": {
          "doorGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "controllerPortId": {
            "type": "integer"
          },
          "name": {
            "type": "string"
          },
          "deviceDetailsResponse": {
            "$ref": "#/components/schemas/Device"
          },
          "isFireAlarmExempt": {
            "type": "boolean"
          },
          "doorReaderDetailsResponse": {
            "$ref": "#/components/schemas/DoorReader"
          },
          "cameras": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Camera"
            }
          }
        }
      },
      "DoorList": {
        "type": "object",
        "x-client-required": [
          "doorDetailsResponseList"
        ],
        "required": [
          "doorDetailsResponseList"
        ],
        "properties": {
          "doorDetailsResponseList": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Door"
            }
          }
        }
      },
      "Event": {
        "type": "object",
        "x-client-required": [
          "eventId",
          "eventType",
          "eventDate",
          "receivedDate"
        ],
        "description": "For an event caused by an unknown token, userGuid, userFirstName, userLastName, userId, tokenId, tokenType and tokenIfType are null. The ...Deleted flags are true where the event refers to a deleted user, device, door or site.",
        "required": [
          "eventId",
          "displayName",
          "priorityDescription",
          "eventType",
          "eventDate",
          "receivedDate",
          "customerGuid",
          "customerName",
          "customerId",
          "siteGuid",
          "siteName",
          "siteCode",
          "siteId",
          "siteDeleted",
          "deviceGuid",
          "deviceSerialNumber",
          "deviceName",
          "deviceId",
          "deviceDeleted",
          "doorGuid",
          "doorName",
          "doorId",
          "doorDeleted",
          "localDoorId",
          "tokenGuid",
          "tokenData",
          "tokenDescription",
          "tokenLost",
          "tokenId",
          "tokenType",
          "tokenIfType",
          "userGuid",
          "userFirstName",
          "userLastName",
          "userBarred",
          "userDeleted",
          "userId",
          "timezoneDescription",
          "tz",
          "installerCode"
        ],
        "properties": {
          "eventId": {
            "type": "integer"
          },
          "displayName": {
            "type": "string"
          },
          "priorityDescription": {
            "type": "string"
          },
          "eventType": {
            "type": "integer",
            "description": "1 access granted, 2 access denied, other values exist"
          },
          "eventDate": {
            "$ref": "#/components/schemas/DateTime"
          },
          "receivedDate": {
            "$ref": "#/components/schemas/DateTime"
          },
          "customerGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "customerName": {
            "type": "string"
          },
          "customerId": {
            "type": "integer"
          },
          "siteGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "siteName": {
            "type": "string"
          },
          "siteCode": {
            "type": "string"
          },
          "siteId": {
            "type": "integer"
          },
          "siteDeleted": {
            "type": "boolean"
          },
          "deviceGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "deviceSerialNumber": {
            "type": "string"
          },
          "deviceName": {
            "type": "string"
          },
          "deviceId": {
            "type": "integer"
          },
          "deviceDeleted": {
            "type": "boolean"
          },
          "doorGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "doorName": {
            "type": "string"
          },
          "doorId": {
            "type": "integer"
          },
          "doorDeleted": {
            "type": "boolean"
          },
          "localDoorId": {
            "type": "integer"
          },
          "tokenGuid": {
            "$ref": "#/components/schemas/Guid"
          },
          "tokenData": {
            "type": "string"
          },
          "tokenDescription": {
            "type": "string"
          },
          "tokenLost": {
            "type": "boolean"
          },
          "tokenId": {
            "type": [
              "integer",
              "null"
            ]
          },
          "tokenType": {
            "type": [
              "integer",
              "null"
            ]
          },
          "tokenIfType": {
            "type": [
              "integer",
              "null"
            ]
          },
          "userGuid": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Guid"
              },
              {
                "type": "null"
              }
            ]
          },
          "userFirstName": {
            "type": [
              "string",
              "null"
            ]
          },
          "userLastName": {
            "type": [
              "string",
              "null"
            ]
          },
          "userBarred": {
            "type": "boolean"
          },
          "userDeleted": {
            "type": "boolean"
          },
          "userId": {
            "type": [
              "integer",
              "null"
            ]
          },
          "timezoneDescription": {
            "type": "string"
          },
          "tz": {
            "type": "integer",
            "description": "controller time zone"
          },
          "installerCode": {
            "type": "string"
          }
        }
      },
      "EventList": {
        "type": "object",
        "x-client-required": [
          "eventDetailsResponseList"
        ],
        "required": [
          "eventDetailsResponseList"
        ],
        "properties": {
          "eventDetailsResponseList": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Event"
            }
          }
        }
      },
      "RegistrationForm": {
        "type": "object",
        "required": [
          "applicationName",
          "applicationEmail"
        ],
        "properties": {
          "applicationName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 250
          },
          "applicationEmail": {
            "type": "string",
            "pattern": "^[^\\s@]+@[^\\s@]+$",
            "description": "local-part@domain"
          }
        }
      },
      "RegistrationResult": {
        "type": "object",
        "x-client-required": [
          "applicationToken"
        ],
        "required": [
          "applicationName",
          "applicationEmail",
          "applicationToken",
          "expirationDate",
          "numberOfConnections"
        ],
        "properties": {
          "applicationName": {
            "type": "string"
          },
          "applicationEmail": {
            "type": "string"
          },
          "applicationToken": {
            "type": "string"
          },
          "expirationDate": {
            "$ref": "#/components/schemas/DateTime"
          },
          "numberOfConnections": {
            "type": "integer",
            "minimum": 1,
            "description": "simultaneous connections allowed"
          }
        }
      },
      "LoginRequest": {
        "type": "object",
        "required": [
          "userName",
          "password",
          "type"
        ],
        "properties": {
          "userName": {
            "type": "string",
            "minLength": 1
          },
          "password": {
            "type": "string",
            "minLength": 1
          },
          "type": {
            "const": "passwordCredentials"
          }
        }
      },
      "LoginResponse": {
        "type": "object",
        "x-client-required": [
          "sessionToken"
        ],
        "required": [
          "sessionToken",
          "expirationDate",
          "loginMessage"
        ],
        "properties": {
          "sessionToken": {
            "type": "string"
          },
          "expirationDate": {
            "$ref": "#/components/schemas/DateTime"
          },
          "loginMessage": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      }
    }
  }
};
