// Not part of the Android SDK: android:inputType flag names to InputType values.
package tandem.runtime;

public final class InputTypes {
    private InputTypes() {}

    public static int parse(String v) {
        int t = 0;
        for (String p : v.split("\\|")) {
            switch (p.trim()) {
                case "text": t |= 0x1; break;
                case "textEmailAddress": t |= 0x21; break;
                case "textPassword": t |= 0x81; break;
                case "textMultiLine": t |= 0x20001; break;
                case "textUri": t |= 0x11; break;
                case "number": t |= 0x2; break;
                case "numberSigned": t |= 0x1002; break;
                case "numberDecimal": t |= 0x2002; break;
                case "numberPassword": t |= 0x12; break;
                case "phone": t |= 0x3; break;
                case "datetime": case "date": case "time": t |= 0x4; break;
                default: t |= 0x1;
            }
        }
        return t;
    }

    /** What a person would type into a field of this input type. */
    public static String sample(int type) {
        switch (type & 0xf) {
            case 0x2: return (type & 0x2000) != 0 ? "4.2" : "42";
            case 0x3: return "5550100";
            case 0x4: return "2024-01-31";
            default:
                if ((type & 0xff0) == 0x20) return "tandem@example.com";
                if ((type & 0xff0) == 0x80) return "s3cret!";
                return "Tandem";
        }
    }
}
