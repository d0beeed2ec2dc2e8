programa {
  funcao inicio() {
    caracter letras[] = {'P', 'o', 'r', 't', 'u', 'g', 'o', 'l'}
    cadeia palavra = ""
    para (inteiro i = 0; i < 8; i++) {
      palavra = palavra + letras[i]
    }
    escreva(palavra, "\n")
    cadeia frutas[3] = {"maçã", "banana", "uva"}
    para (inteiro i = 2; i >= 0; i--) {
      escreva(i + 1, ". ", frutas[i], "\n")
    }
    logico marcados[] = {verdadeiro, falso, verdadeiro}
    inteiro total = 0
    para (inteiro i = 0; i < 3; i++) {
      se (marcados[i]) {
        total++
      }
    }
    escreva(total, " marcados\n")
    caracter c = 'x'
    se (c == 'x' e letras[0] != 'p') {
      escreva("maiúscula e minúscula são diferentes\n")
    }
  }
}
